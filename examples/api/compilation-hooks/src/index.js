import('./greeting').then(({ greeting }) => console.log(greeting));
