export { useGenerateForms, type GenerateStep } from './generate-forms';
export { useOpenDocument } from './open-document';
