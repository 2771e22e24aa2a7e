import './cart.test.js';
