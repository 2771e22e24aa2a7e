import './notes.css';

export function showNotes(parent) {
  const notes = document.createElement('aside');
  notes.className = 'notes';
  notes.textContent = 'These notes came with their own stylesheet.';
  parent.append(notes);
}
