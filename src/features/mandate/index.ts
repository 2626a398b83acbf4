export { useGenerateForms, type GenerateStep } from './generate-forms';
export { useOpenDocument } from './open-document';
export { DOWNLOAD_NEEDS_A_SIGNAL } from './words';
