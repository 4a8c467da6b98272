import Foundation

/// The chats Gadget ships: fifteen conversations in the seed's data.plist format, with long and
/// short names and messages (Latin and Cyrillic), avatars missing or present, and unread counts
/// from none to over a hundred. Avatar paths are relative, resolved against the folder the
/// avatars are installed in (data/chats in a checkout).
public enum ChatsSample {
    public static let fileName = "sample.plist"

    /// The sample as an in-memory source whose avatar paths resolve against `avatarFolder`.
    public static func source(avatarFolder: URL?) -> InMemoryChatsSource {
        InMemoryChatsSource(data: Data(propertyList.utf8), origin: "sample.plist", base: avatarFolder)
    }

    public static let propertyList = #"""
<?xml version="1.0" encoding="UTF-8"?>
<!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
<plist version="1.0">
<array>
	<dict>
		<key>identifier</key>
		<integer>1</integer>
		<key>fullname</key>
		<string>Анна Коваленко</string>
		<key>avatarURL</key>
		<string>avatars/anna.png</string>
		<key>message</key>
		<string>Встречаемся у фонтана в семь? Я возьму билеты.</string>
		<key>unreadMessagesCount</key>
		<integer>2</integer>
		<key>sendingDate</key>
		<date>2026-01-01T11:42:00Z</date>
	</dict>
	<dict>
		<key>identifier</key>
		<integer>2</integer>
		<key>fullname</key>
		<string>Mia Wong</string>
		<key>avatarURL</key>
		<string>avatars/mia.png</string>
		<key>message</key>
		<string>Sent you the slides.</string>
		<key>unreadMessagesCount</key>
		<integer>0</integer>
		<key>sendingDate</key>
		<date>2026-01-01T09:15:00Z</date>
	</dict>
	<dict>
		<key>identifier</key>
		<integer>3</integer>
		<key>fullname</key>
		<string>Олександр Шевченко</string>
		<key>avatarURL</key>
		<string></string>
		<key>message</key>
		<string>Дякую! Побачимось завтра.</string>
		<key>unreadMessagesCount</key>
		<integer>1</integer>
		<key>sendingDate</key>
		<date>2026-01-01T00:30:00Z</date>
	</dict>
	<dict>
		<key>identifier</key>
		<integer>4</integer>
		<key>fullname</key>
		<string>Jean-Baptiste Emmanuel Zorg de la Fontaine-Beaumarchais</string>
		<key>avatarURL</key>
		<string>avatars/jb.png</string>
		<key>message</key>
		<string>Bonjour! Short one.</string>
		<key>unreadMessagesCount</key>
		<integer>0</integer>
		<key>sendingDate</key>
		<date>2025-12-31T22:10:00Z</date>
	</dict>
	<dict>
		<key>identifier</key>
		<integer>5</integer>
		<key>fullname</key>
		<string>Дмитрий Смирнов</string>
		<key>avatarURL</key>
		<string>avatars/dmitry.png</string>
		<key>message</key>
		<string>Посмотрел твой код. В целом хорошо, но есть пара мест, где я бы сделал иначе: во-первых, таймеры лучше отменять при выходе с экрана; во-вторых, кэш картинок стоит ограничить по размеру, иначе на плате с маленькой памятью всё закончится печально. Давай обсудим завтра после обеда, если тебе удобно.</string>
		<key>unreadMessagesCount</key>
		<integer>14</integer>
		<key>sendingDate</key>
		<date>2025-12-30T18:05:00Z</date>
	</dict>
	<dict>
		<key>identifier</key>
		<integer>6</integer>
		<key>fullname</key>
		<string>Bo</string>
		<key>avatarURL</key>
		<string></string>
		<key>message</key>
		<string>Ok</string>
		<key>unreadMessagesCount</key>
		<integer>0</integer>
		<key>sendingDate</key>
		<date>2025-12-29T07:55:00Z</date>
	</dict>
	<dict>
		<key>identifier</key>
		<integer>7</integer>
		<key>fullname</key>
		<string>Kateryna Bondarenko</string>
		<key>avatarURL</key>
		<string>avatars/kateryna.png</string>
		<key>message</key>
		<string>The board arrived today. The accelerometer works, the screen works, and the buttons are a bit stiff but fine.

Shall I send it back after the weekend?</string>
		<key>unreadMessagesCount</key>
		<integer>3</integer>
		<key>sendingDate</key>
		<date>2025-12-27T13:20:00Z</date>
	</dict>
	<dict>
		<key>identifier</key>
		<integer>8</integer>
		<key>fullname</key>
		<string>Сергій Мельник</string>
		<key>avatarURL</key>
		<string>avatars/serhii.png</string>
		<key>message</key>
		<string>Так</string>
		<key>unreadMessagesCount</key>
		<integer>1</integer>
		<key>sendingDate</key>
		<date>2025-12-26T16:45:00Z</date>
	</dict>
	<dict>
		<key>identifier</key>
		<integer>9</integer>
		<key>fullname</key>
		<string>Liam O'Brien</string>
		<key>avatarURL</key>
		<string></string>
		<key>message</key>
		<string>Running late, start without me.</string>
		<key>unreadMessagesCount</key>
		<integer>0</integer>
		<key>sendingDate</key>
		<date>2025-12-25T08:00:00Z</date>
	</dict>
	<dict>
		<key>identifier</key>
		<integer>10</integer>
		<key>fullname</key>
		<string>Юля</string>
		<key>avatarURL</key>
		<string>avatars/yulia.png</string>
		<key>message</key>
		<string>С Новым годом! 🎄 Пусть всё задуманное сбудется.</string>
		<key>unreadMessagesCount</key>
		<integer>21</integer>
		<key>sendingDate</key>
		<date>2025-12-20T23:59:00Z</date>
	</dict>
	<dict>
		<key>identifier</key>
		<integer>11</integer>
		<key>fullname</key>
		<string>Екатерина Александровна Великолепная-Длиннофамильная</string>
		<key>avatarURL</key>
		<string>avatars/ekaterina.png</string>
		<key>message</key>
		<string>Напоминаю про встречу выпускников в субботу.</string>
		<key>unreadMessagesCount</key>
		<integer>0</integer>
		<key>sendingDate</key>
		<date>2025-11-14T10:30:00Z</date>
	</dict>
	<dict>
		<key>identifier</key>
		<integer>12</integer>
		<key>fullname</key>
		<string>Noah Fischer</string>
		<key>avatarURL</key>
		<string>avatars/noah.png</string>
		<key>message</key>
		<string>Can you review the pull request when you have a minute? It touches the display driver, so I would like a second pair of eyes before we flash the boards.</string>
		<key>unreadMessagesCount</key>
		<integer>5</integer>
		<key>sendingDate</key>
		<date>2025-06-03T14:00:00Z</date>
	</dict>
	<dict>
		<key>identifier</key>
		<integer>13</integer>
		<key>fullname</key>
		<string>Ірина</string>
		<key>avatarURL</key>
		<string></string>
		<key>message</key>
		<string>Фото з походу вже в альбомі.</string>
		<key>unreadMessagesCount</key>
		<integer>101</integer>
		<key>sendingDate</key>
		<date>2025-03-08T09:00:00Z</date>
	</dict>
	<dict>
		<key>identifier</key>
		<integer>14</integer>
		<key>fullname</key>
		<string>Ana</string>
		<key>avatarURL</key>
		<string>avatars/ana.png</string>
		<key>message</key>
		<string>?</string>
		<key>unreadMessagesCount</key>
		<integer>0</integer>
		<key>sendingDate</key>
		<date>2024-02-29T12:00:00Z</date>
	</dict>
	<dict>
		<key>identifier</key>
		<integer>15</integer>
		<key>fullname</key>
		<string>Тарас Григорович Шевченко-Кобзаренко</string>
		<key>avatarURL</key>
		<string>avatars/taras.png</string>
		<key>message</key>
		<string>Реве та стогне Дніпр широкий, сердитий вітер завива, додолу верби гне високі, горами хвилю підійма.</string>
		<key>unreadMessagesCount</key>
		<integer>7</integer>
		<key>sendingDate</key>
		<date>2023-10-01T06:15:00Z</date>
	</dict>
</array>
</plist>
"""#
}

/// Chats decoded from bytes already in memory (the built-in sample, a test's fixture).
public struct InMemoryChatsSource: ChatsDataSource {
    public let data: Data
    public let origin: String
    public let base: URL?

    public init(data: Data, origin: String, base: URL?) {
        self.data = data
        self.origin = origin
        self.base = base
    }

    public func loadChats() async -> Result<ChatList, ChatsLoadError> {
        ChatRecords.decode(data, origin: origin, base: base)
    }
}
