export default { price: 'Price' };
