export default 'nobody imports this file';
