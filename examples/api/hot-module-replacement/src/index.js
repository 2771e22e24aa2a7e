import { greet } from './greeting.js';
import './counter.js';

console.log(greet('webpack'));

if (import.meta.webpackHot) {
  import.meta.webpackHot.accept('./greeting.js', () => {
    console.log(`index.js: ${greet('webpack')}`);
  });
  import.meta.webpackHot.addStatusHandler((status) => {
    console.log(`status: ${status}`);
  });

  // Each line on standard input checks for an update and applies it.
  process.stdin.on('data', async () => {
    const hot = import.meta.webpackHot;
    try {
      const changed = await hot.check();
      if (!changed) return console.log('no update');
      const updated = await hot.apply({
        onAccepted: (event) => console.log(`accepted: ${event.moduleId}`),
      });
      console.log(`updated: ${updated.join(', ')}`);
    } catch (error) {
      console.log(`failed: ${error.message}`);
    }
  });
}
