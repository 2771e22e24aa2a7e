document.getElementById('root').textContent = 'Soup of the day: tomato.';
