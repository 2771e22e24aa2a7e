import settings from './app.properties';

console.log(JSON.stringify(settings));
