console.log(`Version ${__VERSION__}, API at ${process.env.API_URL}`);

if (FEATURES.search) {
  console.log('Search is on');
}

if (FEATURES.checkout) {
  console.log('Checkout is on');
}

if (typeof window === 'undefined') {
  console.log('No window here');
}

if (process.env.NODE_ENV !== 'production') {
  console.log('Debug build');
}
