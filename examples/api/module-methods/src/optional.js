export default 'only there if another import bundles it';
