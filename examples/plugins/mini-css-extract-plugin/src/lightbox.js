import './lightbox.css';

export function openLightbox(title) {
  const box = document.createElement('div');
  box.className = 'lightbox';
  box.textContent = title;
  document.body.append(box);
}
