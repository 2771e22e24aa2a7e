import pageCss from './page.css';
import buttonCss, { primary } from './button.module.css';

// A CSS module exports its class names.
console.log(primary);
// Every stylesheet exports its CSS, with @import and url() resolved.
console.log(`${pageCss}${buttonCss}`);
