export default { price: 'Preis' };
