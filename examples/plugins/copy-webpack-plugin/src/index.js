document.title = 'Bakery';
