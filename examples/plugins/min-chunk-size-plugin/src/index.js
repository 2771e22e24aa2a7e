import('./report.js').then(({ report }) => {
  console.log(report([3, 1, 4, 1, 5]));
});
import('./share.js').then(({ share }) => console.log(share('report')));
import('./print.js').then(({ print }) => console.log(print('report')));
