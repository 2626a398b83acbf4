export { useAnswersNotice } from './AnswersNotice';
export { NewAnswersMarker } from './NewAnswersMarker';
