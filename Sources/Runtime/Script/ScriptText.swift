import Core
import GadgetBase
import Hardware

/// Everything a script's errors say, in every language Gadget speaks. The English wording is
/// what tests look for; keep it stable.
enum ScriptText {
    static let needs = LocalizedString("`%@` needs %@", ru: "для `%@` нужно указать %@", uk: "для `%@` треба вказати %@")
    static let aDuration = LocalizedString(
        "a duration like 1.5s or 200ms", ru: "длительность вроде 1.5s или 200ms", uk: "тривалість на кшталт 1.5s або 200ms")
    static let aButton = LocalizedString("a button", ru: "кнопку", uk: "кнопку")
    static let aDirection = LocalizedString("a direction", ru: "направление", uk: "напрямок")
    static let points = LocalizedString("points like 10,20 30,40", ru: "точки вроде 10,20 30,40", uk: "точки на кшталт 10,20 30,40")
    static let textToType = LocalizedString("the text to type", ru: "текст для ввода", uk: "текст для введення")
    static let textShown = LocalizedString(
        "the text the screen should show", ru: "текст, который должен быть на экране", uk: "текст, який має бути на екрані")
    static let textNotShown = LocalizedString(
        "the text the screen should not show", ru: "текст, которого не должно быть на экране",
        uk: "текст, якого не має бути на екрані")
    static let pngName = LocalizedString(
        "a file name ending in .png", ru: "имя файла с окончанием .png", uk: "ім’я файлу із закінченням .png")
    static let notADuration = LocalizedString(
        "\"%@\" is not a duration; write e.g. 1.5s or 200ms", ru: "«%@» — не длительность; пишите, например, 1.5s или 200ms",
        uk: "«%@» — не тривалість; пишіть, наприклад, 1.5s або 200ms")
    static let unknownButton = LocalizedString(
        "unknown button \"%@\"; buttons are up, down, left, right, select, action, back",
        ru: "неизвестная кнопка «%@»; кнопки: up, down, left, right, select, action, back",
        uk: "невідома кнопка «%@»; кнопки: up, down, left, right, select, action, back")
    static let unknownButtonHint = LocalizedString(
        "unknown button \"%@\"; did you mean %@? Buttons are up, down, left, right, select, action, back",
        ru: "неизвестная кнопка «%@»; может быть, %@? Кнопки: up, down, left, right, select, action, back",
        uk: "невідома кнопка «%@»; можливо, %@? Кнопки: up, down, left, right, select, action, back")
    static let swipeDirection = LocalizedString(
        "swipe goes up, down, left or right, not \"%@\"", ru: "swipe бывает up, down, left или right, а не «%@»",
        uk: "swipe буває up, down, left або right, а не «%@»")
    static let takesNothing = LocalizedString(
        "`%@` takes nothing after it", ru: "после `%@` ничего не пишется", uk: "після `%@` нічого не пишеться")
    static let notAPoint = LocalizedString(
        "\"%@\" is not a point; write X,Y with no space, or X%%,Y%% in every point",
        ru: "«%@» — не точка; пишите X,Y без пробела или X%%,Y%% в каждой точке",
        uk: "«%@» — не точка; пишіть X,Y без пробілу або X%%,Y%% у кожній точці")
    static let shakePeak = LocalizedString(
        "`shake` takes nothing (the usual shake) or the swings' peak from 0.1g to 8g, not \"%@\"",
        ru: "после `shake` ничего не пишется (обычное встряхивание) или пик размахов от 0.1g до 8g, а не «%@»",
        uk: "після `shake` нічого не пишеться (звичайне струшування) або пік розмахів від 0.1g до 8g, а не «%@»")
    static let knockCount = LocalizedString(
        "`knock` takes nothing (one knock) or 2 (a double knock), not \"%@\"",
        ru: "после `knock` ничего не пишется (один стук) или 2 (двойной стук), а не «%@»",
        uk: "після `knock` нічого не пишеться (один стук) або 2 (подвійний стук), а не «%@»")
    static let anOrientation = LocalizedString("an orientation", ru: "положение платы", uk: "положення плати")
    static let heldHow = LocalizedString(
        "the board is held %@, not \"%@\"", ru: "плату держат так: %@, а не «%@»", uk: "плату тримають так: %@, а не «%@»")
    static let twoPoints = LocalizedString(
        "a stroke needs at least two points", ru: "для росчерка нужны хотя бы две точки", uk: "для розчерку потрібні хоча б дві точки")
    static let screenshotPNG = LocalizedString(
        "screenshots are PNG files: name it *.png", ru: "снимки экрана — файлы PNG: назовите его *.png",
        uk: "знімки екрана — файли PNG: назвіть його *.png")
    static let unknownStep = LocalizedString(
        "unknown step \"%@\"; steps are wait, press, tap, double-tap, long-press, swipe, shake, knock, orient, stroke, drag, lift, type, home, expect, expect-not, screenshot",
        ru: "неизвестный шаг «%@»; шаги: wait, press, tap, double-tap, long-press, swipe, shake, knock, orient, stroke, drag, lift, type, home, expect, expect-not, screenshot",
        uk: "невідомий крок «%@»; кроки: wait, press, tap, double-tap, long-press, swipe, shake, knock, orient, stroke, drag, lift, type, home, expect, expect-not, screenshot")
    static let unknownStepHint = LocalizedString(
        "unknown step \"%@\"; did you mean %@? Steps are wait, press, tap, double-tap, long-press, swipe, shake, knock, orient, stroke, drag, lift, type, home, expect, expect-not, screenshot",
        ru: "неизвестный шаг «%@»; может быть, %@? Шаги: wait, press, tap, double-tap, long-press, swipe, shake, knock, orient, stroke, drag, lift, type, home, expect, expect-not, screenshot",
        uk: "невідомий крок «%@»; можливо, %@? Кроки: wait, press, tap, double-tap, long-press, swipe, shake, knock, orient, stroke, drag, lift, type, home, expect, expect-not, screenshot")
    static let noAccelerometer = LocalizedString(
        "this board has no simulated accelerometer to shake", ru: "у этой платы нет симулированного акселерометра, который можно встряхнуть",
        uk: "у цієї плати немає симульованого акселерометра, який можна струснути")
    static let noAccelerometerToTurn = LocalizedString(
        "this board has no simulated accelerometer to turn", ru: "у этой платы нет симулированного акселерометра, чтобы её повернуть",
        uk: "у цієї плати немає симульованого акселерометра, щоб її повернути")
    static let noAccelerometerToKnock = LocalizedString(
        "this board has no simulated accelerometer to knock on", ru: "у этой платы нет симулированного акселерометра, чтобы по ней постучать",
        uk: "у цієї плати немає симульованого акселерометра, щоб по ній постукати")
    static let liftWithoutDrag = LocalizedString(
        "`lift` needs a finger down: `drag` first", ru: "для `lift` палец должен касаться экрана: сначала `drag`",
        uk: "для `lift` палець має торкатися екрана: спершу `drag`")
    static let expectedShown = LocalizedString(
        "expected the screen to show \"%@\"; it shows: %@", ru: "ожидалось, что на экране будет «%@»; на экране: %@",
        uk: "очікувалося, що на екрані буде «%@»; на екрані: %@")
    static let expectedNotShown = LocalizedString(
        "expected the screen not to show \"%@\"; it shows: %@", ru: "ожидалось, что на экране не будет «%@»; на экране: %@",
        uk: "очікувалося, що на екрані не буде «%@»; на екрані: %@")
    static let nothingDrawn = LocalizedString("nothing has been drawn yet", ru: "на экране ещё ничего не нарисовано", uk: "на екрані ще нічого не намальовано")
    static let cannotWriteScreenshot = LocalizedString(
        "cannot write the screenshot %@: %@; check that this user may write to its folder",
        ru: "не удаётся записать снимок экрана %@: %@; проверьте, что этот пользователь может писать в его папку",
        uk: "не вдається записати знімок екрана %@: %@; перевірте, що цей користувач може писати в його теку")
    static let noSwipesHere = LocalizedString(
        "this screen takes no swipes (its buttons tap); swipe where a screen asks for them, as Gestures does, or use press",
        ru: "этот экран не принимает свайпы (его кнопки нажимаются); делайте swipe там, где экран их ждёт, как «Жесты», или используйте press",
        uk: "цей екран не приймає свайпів (його кнопки натискаються); робіть swipe там, де екран їх чекає, як «Жести», або використайте press")
    static let noTextFieldHere = LocalizedString(
        "cannot type \"%@\": no text field is open on this screen; open one first (select on a field)",
        ru: "не удаётся ввести «%@»: на этом экране не открыто поле ввода; сначала откройте его (select на поле)",
        uk: "не вдається ввести «%@»: на цьому екрані не відкрите поле введення; спершу відкрийте його (select на полі)")
    static let noText = LocalizedString("(no text)", ru: "(нет текста)", uk: "(немає тексту)")
}
