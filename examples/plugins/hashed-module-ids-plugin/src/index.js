import('./greeting.js').then(({ greet }) => console.log(greet('webpack')));
import('./farewell.js').then(({ farewell }) => console.log(farewell('webpack')));
