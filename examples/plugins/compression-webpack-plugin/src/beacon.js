navigator.sendBeacon('/visit', location.pathname);
