console.log(`API: ${process.env.API_URL}`);
console.log(`Same value: ${import.meta.env.API_URL}`);

if (process.env.DEBUG) {
  console.log('Debug logging is on');
}
