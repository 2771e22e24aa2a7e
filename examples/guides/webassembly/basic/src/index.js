import { add } from './add.wasm';

document.body.textContent = `2 + 3 = ${add(2, 3)}`;
