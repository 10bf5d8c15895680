console.log('venue-api: coming with its issue')
