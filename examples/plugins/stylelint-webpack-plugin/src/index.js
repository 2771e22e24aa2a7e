import './landing.css';

document.body.classList.add('landing');
