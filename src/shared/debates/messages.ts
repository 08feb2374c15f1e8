// The debates' texts: the form's date rule (spec section 5) and the answers to
// joining, leaving and running the timer. Apart from messages.ts so the app
// shell's first download does not carry them (the landing page's JS budget).
export const DEBATE_MESSAGES = {
  dateInFuture: 'Debate date must be in the future',
  full: 'This debate is full: every place has been taken.',
  positionTaken: 'Someone has just taken that position. Choose another one.',
  alreadyJoined: 'You have already joined this debate.',
  notJoined: 'You have not joined this debate.',
  unknownPosition: 'That position does not exist in this format.',
  cancelled: 'This debate was cancelled.',
  finished: 'This debate has finished.',
  live: 'This debate is already under way.',
  notLive: 'The debate has not started yet.',
  notChair: 'Only the chair can run the timer.',
  notEditor: 'Only the debate’s creator or an admin can change it.',
  tooEarly: 'The debate can be started at most one hour before its scheduled time.',
  staleTimer: 'The timer changed on another screen. It now shows the latest state; try again.',
  tooManySpeakers: 'More speakers have joined than that.',
  positionNotInUse:
    'This debate has fewer speakers than the format’s full line-up, so that position is not used. Choose one of the positions offered.',
  speakerCountUnchangeable: 'Speakers hold positions this number of speakers does not use.',
  onlyWhileScheduled: 'A debate can only be edited before it starts.',
} as const;
