console.log('started');

import('./report.js').then(({ report }) => {
  console.log(report());
});
