// The unit tests' stand-in for the background's entry: it registers the parts' loaders
// (src/background/part-loaders.ts), so a test may import a background module alone and its parts load.
import '../../src/background/part-loaders';
