document.getElementById('root').textContent = 'Signed in as editor.';
