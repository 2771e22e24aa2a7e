console.log('Hello from a project made by create-webpack-starter');
