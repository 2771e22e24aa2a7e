export default () => 'Welcome!';
