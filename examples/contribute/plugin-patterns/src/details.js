export const details = () => 'details loaded';
