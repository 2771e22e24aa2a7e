export default function log(message) {
  console.log(`[debug ${new Date().toISOString()}] ${message}`);
}
