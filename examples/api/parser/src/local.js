// A function of this module, not the flag: the plugin leaves it alone.
function featureEnabled(name) {
  return name === 'local';
}

export const localFlag = featureEnabled('local');
