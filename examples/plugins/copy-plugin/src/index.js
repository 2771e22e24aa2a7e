console.log('app started');
