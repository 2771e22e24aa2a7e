export function draw() {
  return 'chart drawn';
}
