import './gallery.css';

const gallery = document.createElement('ul');
gallery.className = 'gallery';
gallery.innerHTML = '<li>Harbor at dawn</li><li>Old town</li>';
document.body.append(gallery);

// The lightbox and its stylesheet load when the first photo is opened.
gallery.addEventListener('click', async (event) => {
  const { openLightbox } = await import('./lightbox.js');
  openLightbox(event.target.textContent);
});
