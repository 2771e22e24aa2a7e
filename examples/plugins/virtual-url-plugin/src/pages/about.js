export default () => 'About us';
