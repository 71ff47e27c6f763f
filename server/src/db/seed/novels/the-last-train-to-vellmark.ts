import type { DemoNovel } from './types.ts';

export const novel: DemoNovel = {
  title: 'The Last Train to Vellmark',
  description:
    'Winter, 1937. Mira Falk is a nineteen-year-old telegraph clerk in a border town who has never done anything braver than work the night shift alone. Then a message crosses her desk that she was never meant to read, and by midnight she is aboard the sleeper express to Vellmark with a stolen codebook in her coat, a secret policeman three carriages back, and a weary violinist in the next compartment who seems to know exactly who she is.',
  genres: ['Thriller', 'Historical'],
  contentRating: 'teen',
  status: 'draft',
  author: 'theo',
  chapters: [
    {
      title: 'The Night Express',
      paragraphs: [
        'The message came in at eleven minutes past nine, and Mira Falk would remember afterward that she had been eating an apple.',
        'She was alone in the telegraph office at Dorn, as she was alone every night from six until six: one small room at the end of the station platform, one stove, one desk, one brass key and sounder, and a window looking out across the tracks to the dark line of the forest and, beyond it, the border. Dorn was the last stop before the frontier. Trains came through four times a day. Telegrams came through more often, but not much, and most of them were about freight.',
        'This one was not about freight.',
        'It came in fast, in a heavy, confident hand she did not recognize, from a station code she had never seen before, and it was addressed not to the stationmaster, or the town hall, or anyone in Dorn at all, but to a relay number in Vellmark, the capital, four hundred miles east. That was not unusual. Dorn was a relay point. Messages passed through it every night on their way somewhere else, and Mira’s only job was to copy them onto a form and tap them onward down the line.',
        'But this one was in clear. Not in code. Someone, somewhere, in a hurry or a panic, had forgotten to encipher it. And as Mira’s pencil raced across the form, taking down the letters as fast as the sounder chattered them, the words came together under her hand into sentences, and the sentences into meaning, and by the time the sounder fell silent she had stopped eating the apple and was sitting very still.',
        'It was a list of names. Eleven names, with addresses. Three of them were in Dorn. One of them was the schoolmaster who had taught her to read. And under the list, a single line: Detain all tonight. Special train departs Vellmark 06.00. No exceptions.',
        'She knew what special trains meant. Everyone in the border towns knew, that winter, though nobody said it aloud.',
        'Mira sat with the form in her hands and listened to the stove tick. Her job was to copy it and send it on. Her job was not to read it. Her job was not to think about what it meant, or who had sent it, or what would happen to the eleven people on the list when it reached Vellmark and someone there read it and picked up a telephone. Her job was to tap it down the line, and go home at six, and sleep, and come back tomorrow.',
        'She did not send it.',
        'Instead she did three things, very quickly, before she could think too hard about any of them. She burned the form in the stove and watched it curl. She took the office codebook, the thick grey one with the red cover that was never supposed to leave the desk, and buttoned it inside her coat. And she walked down the platform in the freezing dark to where the sleeper express to Vellmark stood hissing at the buffers, its windows yellow and steamed, due to leave in four minutes.',
        'If the message could not go down the wire, someone would have to carry the warning ahead of it. And the only other thing that went to Vellmark tonight was this train.',
        'She had no ticket. She had three coins in her pocket and half an apple. She climbed aboard anyway, into the last sleeping car, and the door banged shut behind her, and the whistle went, and Dorn began to slide away into the dark.',
        'In the corridor, a tall man with a violin case was leaning against the window, smoking. He looked at her once, at her telegraph clerk’s armband, at the shape of the codebook under her coat.',
        '“You are from the office at Dorn,” he said quietly. It was not a question. “They are going to notice the message did not arrive, you know. Sooner than you think.”',
      ],
    },
    {
      title: 'Compartment Nine',
      paragraphs: [
        'His name was Anton Reisz, and he played second violin in the state orchestra in Vellmark, and he had been on this same train every Friday night for six years, going home from his mother’s house in the hills. He told her all this in the space of two minutes, in a low, level voice, while he steered her along the swaying corridor to a compartment at the far end marked with a small brass nine.',
        '“Sit,” he said, and closed the door, and pulled down the blind.',
        'Mira sat. Her legs were shaking, and she did not want him to see. The compartment was narrow and warm, with two bunks folded up against the wall and a little table under the window. There was a thermos on the table and a paper bag of bread rolls and a sheet of music with pencil marks all over it.',
        '“How did you know?” she said. “About the message.”',
        'Anton sat down opposite her. Close up, he was older than she had thought, forty perhaps, with grey in his hair and the careful, tired eyes of someone who has not slept properly in a long while. “Because I was supposed to be on the list,” he said. “Last month. A friend at the ministry warned me. He was on it this month instead.” He looked at the blind, at the dark rushing past behind it. “I have been watching the Dorn office every Friday since. I thought someday someone would be sitting at that desk who would not simply send it on.”',
        '“Is that why you are on this train?”',
        '“I am on this train because it is Friday,” he said. “But I suppose it is also why I was standing in the corridor.”',
        'The train swayed round a long bend. Somewhere ahead, the engine whistled, long and mournful, and the sound went away across the frozen fields like a bird.',
        '“The line to Vellmark has four relay stations,” said Mira. Talking helped; talking about the wire helped most of all, because the wire was the one thing she understood. “Dorn, then Hallen, then Ostrova Junction, then the capital. If the sender does not get an acknowledgment from Vellmark by midnight, they will resend. Through Hallen, probably. Hallen is a big office, three clerks. They will not burn it.”',
        '“So the message will reach Vellmark before we do.”',
        '“Yes. Unless.” She put her hand on the codebook inside her coat. “Unless someone sends a different message first. From inside the line. In the right code, with the right station number, countermanding it. A correction. They come through all the time. Nobody questions a correction if it is in the proper cipher.”',
        'Anton looked at her for a long time. “And where,” he said carefully, “would someone find a telegraph key on a moving train?”',
        '“The mail van,” said Mira. “Third carriage from the engine. Every sleeper express carries a portable set, for emergencies on the line. It clips onto the wire at any signal post.” She took a breath. “The train stops at Hallen for water at half past eleven. For six minutes.”',
        'Outside the compartment, in the corridor, footsteps went by. Slow, heavy, measured. They stopped outside the door. Mira stopped breathing. Through the crack under the blind she could see the shadow of a pair of boots, polished to a shine, and the hem of a long grey coat.',
        'Then there was a knock, three sharp raps, and a voice said pleasantly, “Tickets and papers, please. Compartment nine.”',
        'Anton did not move. He looked at Mira, and very slowly, without a sound, he reached across the little table, picked up the sheet of music with its pencil marks, and slid it over the front of her coat, over the red cover showing at the edge of her lapel. Then he stood, and straightened his jacket, and opened the door with the weary smile of a musician who has been disturbed on his way home too many Fridays to count.',
        '“Good evening,” he said. “My niece and I were just about to rehearse.”',
      ],
    },
  ],
};
