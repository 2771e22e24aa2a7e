import './styles/main.scss';
