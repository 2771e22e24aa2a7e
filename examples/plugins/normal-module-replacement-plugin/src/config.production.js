export const apiUrl = 'https://api.example.com';
