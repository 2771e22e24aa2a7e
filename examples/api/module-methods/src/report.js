module.exports = () => 'report loaded with require.ensure';
