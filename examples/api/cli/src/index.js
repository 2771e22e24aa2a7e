console.log(`Built for ${process.env.NODE_ENV}`);
