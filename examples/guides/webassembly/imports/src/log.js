export function log(value) {
  console.log(`WebAssembly says ${value}`);
}
