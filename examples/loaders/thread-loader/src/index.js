import first from './first.txt';
import second from './second.txt';

for (const { text, pid } of [first, second]) {
  console.log(`${text} (loader ran in process ${pid}, webpack in ${__WEBPACK_PID__})`);
}
