export { AnswersNotice, useAnswersNotice } from './AnswersNotice';
export { NewAnswersMarker } from './NewAnswersMarker';
