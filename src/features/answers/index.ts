export { AnswersNotice } from './AnswersNotice';
