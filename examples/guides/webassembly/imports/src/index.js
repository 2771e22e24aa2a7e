import { run } from './run.wasm';

run();
