export default 'bundled with the importing chunk';
