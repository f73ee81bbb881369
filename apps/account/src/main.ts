// The bootstrap is a separate chunk so shared modules are negotiated before React loads.
import('./bootstrap').catch((error) => console.error(error));
