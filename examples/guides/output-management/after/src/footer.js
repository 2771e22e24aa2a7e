const footer = document.createElement('footer');
footer.textContent = 'This line comes from a second entry point.';
document.body.append(footer);
